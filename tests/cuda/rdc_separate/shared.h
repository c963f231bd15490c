// Declarations shared by the units; the definitions are in one unit each.
extern __device__ int offset;
extern __constant__ int coeffs[4];
extern __device__ int launches;
__device__ int poly(int x);
__device__ int sum_shared(int n);
void set_coeffs(int a, int b, int c, int d);
void fill_other(int *out, int n);

// A template instantiated in two units: the device link keeps one copy.
template <typename T> __host__ __device__ T twice_tmpl(T x) { return 2 * x; }
