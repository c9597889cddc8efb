int main(void){
  float x; 
  float a = 0.0f, b = -0.0f;
  __CPROVER_assert(a == b, "zeros");
  double d = 0.1 + 0.2;
  __CPROVER_assert(d != 0.3, "not 0.3");
  __CPROVER_assert(x == x, "reflexive");
  if (x) { __CPROVER_assert(x != 0.0f, "nonzero"); }
  int i = (int)2.5f; __CPROVER_assert(i == 2, "trunc");
  float y = (float)i; __CPROVER_assert(y == 2.0f, "back");
  return 0; }
