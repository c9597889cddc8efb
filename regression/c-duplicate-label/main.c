/* a label defined twice in one function is an error (it was accepted, and gotos
   went to one of them) */
int main(void)
{
  int r = 0;
  goto L;
L:
  r = 1;
L:
  return r;
}
