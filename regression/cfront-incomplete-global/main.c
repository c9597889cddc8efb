struct later;
struct later completed_later;
struct later { int x; };

struct never;
struct never g;

int main(void)
{
  return completed_later.x;
}
