// scale is declared here with one type and defined in another unit with another
long scale(long v);

int main(void)
{
  return (int)scale(2);
}
