int table[3] = {1, 2, 3};
