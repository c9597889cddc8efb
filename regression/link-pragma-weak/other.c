void on_tick(int *counter)
{
  *counter += 10;
}
