struct opaque;

int main(void)
{
  struct opaque *fine = 0;
  struct opaque o;
  return fine != 0;
}
