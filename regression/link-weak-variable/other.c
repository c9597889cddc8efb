int level = 9;
int limit = 7;
