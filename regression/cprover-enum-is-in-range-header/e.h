enum color { RED, BLUE };
#define IN_RANGE(x) __CPROVER_enum_is_in_range(x)
