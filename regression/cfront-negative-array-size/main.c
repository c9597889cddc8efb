int main(void)
{
  int ok[2];
  int bad[2 - 3];
  return ok[0];
}
