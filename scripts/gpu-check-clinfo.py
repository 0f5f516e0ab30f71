#!/usr/bin/env python3
"""Lists every OpenCL platform and device through the ICD loader (a small clinfo, standard library
only, for machines without clinfo; ATTNLAB_LIBOPENCL names the loader to use): name, vendor, version, driver version, compute units, clock,
global, local and largest-buffer memory. Used by scripts/gpu-check-run.sh. Exit status 1 when no
platform is found."""
import ctypes
import ctypes.util
import os
import sys

CL_PLATFORM_NAME = 0x0902
CL_PLATFORM_VERSION = 0x0901
CL_DEVICE_TYPE_ALL = 0xFFFFFFFF
CL_DEVICE_TYPE = 0x1000
CL_DEVICE_MAX_COMPUTE_UNITS = 0x1002
CL_DEVICE_MAX_WORK_GROUP_SIZE = 0x1004
CL_DEVICE_MAX_CLOCK_FREQUENCY = 0x100C
CL_DEVICE_MAX_MEM_ALLOC_SIZE = 0x1010
CL_DEVICE_GLOBAL_MEM_SIZE = 0x101F
CL_DEVICE_LOCAL_MEM_SIZE = 0x1023
CL_DEVICE_NAME = 0x102B
CL_DEVICE_VENDOR = 0x102C
CL_DRIVER_VERSION = 0x102D
CL_DEVICE_VERSION = 0x102F
TYPES = {1: "default", 2: "cpu", 4: "gpu", 8: "accelerator", 16: "custom"}


def load():
    for name in (os.environ.get("ATTNLAB_LIBOPENCL"), "libOpenCL.so.1",
                 ctypes.util.find_library("OpenCL")):
        if name:
            try:
                return ctypes.CDLL(name)
            except OSError:
                pass
    return None


def main():
    cl = load()
    if cl is None:
        print("clinfo: no OpenCL ICD loader (libOpenCL.so.1) found")
        return 1
    vp, u32, sz = ctypes.c_void_p, ctypes.c_uint32, ctypes.c_size_t
    cl.clGetPlatformIDs.argtypes = [u32, vp, vp]
    cl.clGetPlatformInfo.argtypes = [vp, u32, sz, vp, vp]
    cl.clGetDeviceIDs.argtypes = [vp, ctypes.c_uint64, u32, vp, vp]
    cl.clGetDeviceInfo.argtypes = [vp, u32, sz, vp, vp]
    n = ctypes.c_uint32()
    err = cl.clGetPlatformIDs(0, None, ctypes.byref(n))
    if err != 0 or n.value == 0:
        print(f"clinfo: no OpenCL platform (clGetPlatformIDs: {err})")
        return 1
    platforms = (ctypes.c_void_p * n.value)()
    cl.clGetPlatformIDs(n.value, platforms, None)

    def text(fn, obj, param):
        size = ctypes.c_size_t()
        fn(obj, param, 0, None, ctypes.byref(size))
        buf = ctypes.create_string_buffer(size.value)
        fn(obj, param, size.value, buf, None)
        return buf.value.decode(errors="replace").strip()

    def number(obj, param, ctype):
        value = ctype()
        cl.clGetDeviceInfo(obj, param, ctypes.sizeof(value), ctypes.byref(value), None)
        return value.value

    for p in platforms:
        print(f"platform: {text(cl.clGetPlatformInfo, p, CL_PLATFORM_NAME)} "
              f"({text(cl.clGetPlatformInfo, p, CL_PLATFORM_VERSION)})")
        nd = ctypes.c_uint32()
        if cl.clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 0, None, ctypes.byref(nd)) != 0:
            print("  no devices")
            continue
        devices = (ctypes.c_void_p * nd.value)()
        cl.clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, nd.value, devices, None)
        for d in devices:
            kind = number(d, CL_DEVICE_TYPE, ctypes.c_uint64)
            kinds = "+".join(v for k, v in TYPES.items() if kind & k) or hex(kind)
            mib = 1 << 20
            print(f"  device: {text(cl.clGetDeviceInfo, d, CL_DEVICE_NAME)} [{kinds}]")
            print(f"    vendor {text(cl.clGetDeviceInfo, d, CL_DEVICE_VENDOR)}; "
                  f"{text(cl.clGetDeviceInfo, d, CL_DEVICE_VERSION)}; "
                  f"driver {text(cl.clGetDeviceInfo, d, CL_DRIVER_VERSION)}")
            print(f"    {number(d, CL_DEVICE_MAX_COMPUTE_UNITS, ctypes.c_uint32)} compute units at "
                  f"{number(d, CL_DEVICE_MAX_CLOCK_FREQUENCY, ctypes.c_uint32)} MHz; "
                  f"work-group <= {number(d, CL_DEVICE_MAX_WORK_GROUP_SIZE, ctypes.c_size_t)}; "
                  f"global {number(d, CL_DEVICE_GLOBAL_MEM_SIZE, ctypes.c_uint64) // mib} MiB, "
                  f"largest buffer {number(d, CL_DEVICE_MAX_MEM_ALLOC_SIZE, ctypes.c_uint64) // mib} MiB, "
                  f"local {number(d, CL_DEVICE_LOCAL_MEM_SIZE, ctypes.c_uint64) // 1024} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
