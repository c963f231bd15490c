/* placeholder until the runtime lands */
typedef int ferry_runtime_placeholder;
