int main(void)
{
  void *p = &&done;
  goto *p;
done:
  return 0;
}
