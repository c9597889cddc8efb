int main() { int x; __CPROVER_assert(x != 7, "x is not 7"); return 0; }
