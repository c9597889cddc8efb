long scale(long v, long w)
{
  return v * w;
}
