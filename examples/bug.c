/* An off-by-one bug: the loop writes one element past the end of `buf`.
   rbmc --unwind 6 --trace examples/bug.c finds it and prints the trace. */
int main(void) {
  int buf[4];
  for(int i = 0; i <= 4; i++)
    buf[i] = i * i;
  return buf[0];
}
