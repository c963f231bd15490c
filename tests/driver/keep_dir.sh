# -keep leaves the intermediate files in the current directory, or in
# --keep-dir DIR, which is created when missing; a DIR that cannot be made
# is a clear error.
source "$(dirname "$0")/lib/common.sh"
printf '__global__ void k(int *p) { *p = 1; }\n' > x.cu
"$NVCC" -keep -keep-dir kd/sub -c x.cu -o x.o || fail "-keep -keep-dir"
[ -s x.o ] && [ -s kd/sub/x.dev.bc ] && [ -s kd/sub/x.host.o ] || { ls -R kd; fail "intermediates not kept in kd/sub"; }
"$NVCC" --keep-dir=kd2 -c x.cu -o y.o && [ -s kd2/x.dev.o ] || fail "--keep-dir=DIR"
mkdir here && (cd here && "$NVCC" -keep -c ../x.cu -o x.o) && [ -s here/x.dev.bc ] || fail "-keep in the current directory"
touch afile
expect_fatal "Could not create directory 'afile': it exists and is not a directory" -keep-dir afile/sub -c x.cu -o z.o
[ ! -e z.o ] || fail "z.o made"
"$NVCC" --dryrun -keep-dir notmade -c x.cu 2>/dev/null && [ ! -e notmade ] || fail "--dryrun created the keep dir"
echo PASS
