/* placeholder */
typedef int ferry_driver_placeholder;
