int main(void) {
  int buf[4];
  for(int i = 0; i <= 4; i++)
    buf[i] = i;
  return buf[0];
}
