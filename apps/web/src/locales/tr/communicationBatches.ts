/** Turkish messages of the communication area's batch notifications. */
export const communicationBatches = {
  communication: {
    batches: {},
  },
};
