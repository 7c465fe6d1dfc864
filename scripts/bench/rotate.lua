-- wrk script (scripts/bench/wrk.mjs): each request asks for the next of the paths given after
-- `--`, in turn, so one load spreads over several pages.
local paths, last = {}, 0

function init(args)
  for _, path in ipairs(args) do paths[#paths + 1] = path end
end

function request()
  last = last % #paths + 1
  return wrk.format(nil, paths[last])
end
