extern long counter;

int main(void)
{
  return counter == 1;
}
