-- Drives `tiplint lsp` from a real Neovim (0.7 or later): attach to the open buffer, wait for
-- diagnostics, record them, fix the buffer, wait for them to go, record again, write a file.
local out = assert(os.getenv("TIPLINT_NVIM_OUT"), "set TIPLINT_NVIM_OUT")
local binary = assert(os.getenv("TIPLINT_BIN"), "set TIPLINT_BIN")
local lines = {}

local client_id = vim.lsp.start_client({
  name = "tiplint",
  cmd = { binary, "lsp" },
  root_dir = vim.fn.getcwd(),
  on_error = function(code) table.insert(lines, "client error " .. tostring(code)) end,
})
local buffer = vim.api.nvim_get_current_buf()
vim.lsp.buf_attach_client(buffer, client_id)

local function record(label)
  for _, d in ipairs(vim.diagnostic.get(buffer)) do
    local lsp = (d.user_data and d.user_data.lsp) or {}
    local code = d.code or lsp.code or ""
    local href = (lsp.codeDescription and lsp.codeDescription.href) or ""
    table.insert(lines, string.format("%s %d:%d %s %s %s", label, d.lnum + 1, d.col + 1, code, href, d.message))
  end
  table.insert(lines, string.format("%s count %d", label, #vim.diagnostic.get(buffer)))
end

vim.wait(30000, function() return #vim.diagnostic.get(buffer) > 0 end, 50)
record("opened")

-- Gate the call in the unsaved buffer: the server must lint the buffer, not the file on disk.
vim.api.nvim_buf_set_lines(buffer, 2, 3, false, { "    #if DEBUG", "    Tips.showAllTipsForTesting()", "    #endif" })
vim.wait(30000, function() return #vim.diagnostic.get(buffer) == 0 end, 50)
record("edited")

vim.fn.writefile(lines, out)
vim.lsp.stop_client(client_id)
vim.cmd("qall!")
