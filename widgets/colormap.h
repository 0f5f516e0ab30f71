#pragma once

namespace attnlab {} // stub, being written
