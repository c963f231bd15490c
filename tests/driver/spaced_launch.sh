# Spaced launch chevrons (`k<< <1, 1>> >()`): errors still name the file
# and line the user wrote, and the joined copy is compiled only when needed.
source "$(dirname "$0")/lib/common.sh"
mkdir -p src
cat > src/k.cu <<'CU'
__global__ void k(int *p) { p[0] = 1; }
void go(int *p)
{
    k<< <1, 1>> >(p);
    undeclared_thing(p);
}
CU
"$NVCC" -c src/k.cu -o k.o 2>err.txt && fail "an undeclared call compiled"
grep -q "^src/k.cu:5:5: error: use of undeclared identifier 'undeclared_thing'" err.txt || { cat err.txt; fail "location"; }
"$NVCC" --dryrun -c src/k.cu 2>err.txt
grep -q "k.joined.cu" err.txt && grep -q -- "-iquote src" err.txt || { cat err.txt; fail "joined copy"; }
printf '__global__ void k() {}\nvoid go() { k<<<1, 1>>>(); }\n' > plain.cu
"$NVCC" --dryrun -c plain.cu 2>err.txt
grep -q "joined" err.txt && fail "a joined copy without spaced chevrons"
echo PASS
