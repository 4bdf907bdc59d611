// Prop shapes of the simulator, from the section's fragment (src/gatsby-types.d.ts).

export type SimulatorData = Queries.SimulatorSectionFragment;
export type SimulatorCopy = SimulatorData["copy"];
