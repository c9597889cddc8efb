int main() { int a, b; int c = a / b; __CPROVER_assert(c != 3, "c is not 3"); return 0; }
