int main() { int x; __CPROVER_assert(x, "x"); return 0; }
