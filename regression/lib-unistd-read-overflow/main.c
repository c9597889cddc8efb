#include <fcntl.h>
#include <unistd.h>

int main(void)
{
  char header[8];
  int fd = open("input.bin", O_RDONLY);
  if(fd < 0)
    return 1;
  // asks for more bytes than the buffer holds
  long n = read(fd, header, 16);
  close(fd);
  return n > 0 ? header[0] : 0;
}
