# -time FILE appends nvcc's CSV table of step timings (column names first in
# a new file), with the lowering's passes; -time - writes it to standard
# output.
source "$(dirname "$0")/lib/common.sh"
printf '__global__ void k(int *p) { *p = 1; }\nint main() { return 0; }\n' > x.cu
printf 'int twice(int x) { return 2 * x; }\n' > t.cpp
header='source file name , phase name , phase input files , phase output file , arch , tool, metric , unit'
"$NVCC" -time t.csv -c x.cu -o x.o || fail "-time -c"
[ "$(head -1 t.csv)" = "$header" ] || fail "header: $(head -1 t.csv)"
for step in 'device pass' lowering 'host pass' merge; do
  grep -q "^x\.cu , $step ,  , [^,]* , sm_75 , [^,]* , [0-9.]* , ms$" t.csv || { cat t.csv; fail "no row for $step"; }
done
grep -q '^ , nvcc (driver) ,  , x\.o ,  , nvcc , [0-9.]* , ms$' t.csv || { cat t.csv; fail "no driver row"; }
# the lowering's own passes follow its row, named "lowering: PASS"
for pass in 'hub stage' inline build_block_entries 'outline thread loops'; do
  grep -q "^x\.cu , lowering: $pass ,  , [^,]* , sm_75 , ferry-lower , [0-9.]* , ms$" t.csv || { cat t.csv; fail "no row for the pass $pass"; }
done
# code generation: "emit object", or one row per CPU variant compiled side by side
grep -q "^x\.cu , lowering: emit [^,]* ,  , [^,]* , sm_75 , ferry-lower , [0-9.]* , ms$" t.csv || { cat t.csv; fail "no row for code generation"; }
FERRY_LOWER_JOBS=1 "$NVCC" -time t1.csv -c x.cu -o x.o || fail "-time -c, one job"
grep -q "^x\.cu , lowering: emit object , " t1.csv || { cat t1.csv; fail "no emit object row with FERRY_LOWER_JOBS=1"; }
grep -q "(thread)" t1.csv && fail "variants side by side with FERRY_LOWER_JOBS=1"

# -time's rows only: without -time the lowering writes no pass times
"$NVCC" --dryrun -c x.cu -o x.o 2>dry.txt; grep -q -- '--pass-times' dry.txt && fail "--pass-times without -time"
"$NVCC" --dryrun -time t2.csv -c x.cu -o x.o 2>dry.txt; grep -q -- '--pass-times=' dry.txt || fail "no --pass-times with -time"
"$NVCC" --time t.csv -arch=sm_86 x.cu t.cpp -o prog || fail "--time link"
[ "$(grep -c 'source file name' t.csv)" = 1 ] || fail "header repeated when appending"
grep -q '^t\.cpp , host compiler , ' t.csv || { cat t.csv; fail "host compiler row"; }
grep -q '^ , link ,  , prog , sm_86 , ' t.csv || { cat t.csv; fail "link row"; }
[ "$(grep -c 'nvcc (driver)' t.csv)" = 2 ] || fail "one driver row per run"
"$NVCC" -time - -c t.cpp -o t.o >out.txt || fail "-time -"
[ "$(head -1 out.txt)" = "$header" ] && grep -q '^t\.cpp , host compiler' out.txt || { cat out.txt; fail "-time - output"; }
expect_fatal "Could not open timing file 'no/such/dir/t.csv': No such file or directory" -time no/such/dir/t.csv -c t.cpp -o t.o
echo PASS
