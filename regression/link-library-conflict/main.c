// strlen declared with types that cannot be linked with the C library's strlen
int strlen(int);

int main(void)
{
  return strlen(3);
}
