// HTML attributes React 18 passes through but its types do not know yet: the Popover API.
import "react";

// Merged interfaces must repeat React's type parameter, which these additions do not use.
/* eslint-disable @typescript-eslint/no-unused-vars */
declare module "react" {
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual" | "" | undefined;
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string | undefined;
    popovertargetaction?: "toggle" | "show" | "hide" | undefined;
  }
}
