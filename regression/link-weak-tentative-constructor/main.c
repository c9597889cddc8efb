int t;
int get(void);
int w(void) { return 2; }
int init_done;
__attribute__((constructor)) static void init(void){ init_done = 1; }
int main(void){ t = 5; __CPROVER_assert(get() == 5, "tentative shared"); __CPROVER_assert(w() == 2, "strong wins"); __CPROVER_assert(init_done == 1, "constructor ran"); return 0; }
