/* The logging API.  Nothing is logged (the library reports through status
 * values), but programs set a level or a callback at start and expect
 * success; a level outside the documented 0..5 is refused. */
#include "internal.h"

static int level, mask;
static cusparseLoggerCallback_t callback;

cusparseStatus_t cusparseLoggerSetCallback(cusparseLoggerCallback_t cb)
{
    callback = cb;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseLoggerSetFile(FILE *file)
{
    SP_CHECK(file);
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseLoggerOpenFile(const char *logFile)
{
    SP_CHECK(logFile);
    FILE *f = fopen(logFile, "a");
    if (!f) return CUSPARSE_STATUS_INVALID_VALUE;
    fclose(f);
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseLoggerSetLevel(int l)
{
    SP_CHECK(l >= 0 && l <= 5);
    level = l;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseLoggerSetMask(int m)
{
    SP_CHECK(m >= 0);
    mask = m;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseLoggerForceDisable(void)
{
    level = 0, mask = 0, callback = NULL;
    return CUSPARSE_STATUS_SUCCESS;
}
