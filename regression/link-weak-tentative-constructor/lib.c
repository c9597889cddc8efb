int t;
int get(void){ return t; }
__attribute__((weak)) int w(void){ return 1; }
