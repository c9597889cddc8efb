// GCC lets a static object's flexible array member be initialized (the object grows to
// hold the elements). cfront does not model that yet: a located error, never dropped
// elements.
struct s
{
  int n;
  int data[];
};

struct s g = {1, {2, 3}};

int main(void)
{
  return 0;
}
