/* A callback cast to a pointer type no function has (common in real code, undefined in
   ISO C): rbmc's call has no candidates and stops the path, so it cannot say TRUE. gcc
   calls g, which reaches the error. */
extern void abort(void);
void reach_error(void) {}
void g(long x) { if (x == 4) { reach_error(); abort(); } }
int main(void) {
  void (*f)(int) = (void (*)(int))g;
  f(4);
  return 0;
}
