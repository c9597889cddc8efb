int main(){int x; return __CPROVER_enum_is_in_range(x);}
