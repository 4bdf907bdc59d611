import { afterNextPaint } from "../../src/afterPaint";

describe("afterNextPaint", () => {
  it("runs the task in a task of its own after the next animation frame, not before", async () => {
    const order: string[] = [];
    afterNextPaint(() => order.push("task"));
    await Promise.resolve();
    order.push("microtasks done");
    await new Promise((resolve) => requestAnimationFrame(() => resolve(order.push("frame"))));
    order.push("after frame callbacks");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(["microtasks done", "frame", "after frame callbacks", "task"]);
  });
});
