extern int count;
void spi_irq(void) { count++; }
