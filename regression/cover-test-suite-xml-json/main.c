// --show-test-suite in the XML and JSON interfaces: one test per covering execution,
// with its inputs (as CBMC's value expressions) and every goal it covers, each once.
int classify(int level)
{
  int steps = 0;
  for(int i = 0; i < 3; i++)
  {
    int reading;
    __CPROVER_input("reading", reading);
    if(reading > level)
      return steps;
    steps++;
  }
  return -1;
}

int main(void)
{
  int level;
  __CPROVER_input("level", level);
  __CPROVER_assume(level >= 0 && level < 100);
  return classify(level);
}
