/* placeholder */
typedef int ferry_lower_placeholder;
