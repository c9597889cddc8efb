int counter = 1;
