// Everything lives in the header as inline functions; this file gives the target a source to build.
#include "CReflowSupport.h"
