// Gatsby's loader is not present under Jest; Link calls these.
global.___loader = { enqueue: jest.fn() };
