/// <reference types="google.maps" />
import { Cluster, type Algorithm, type AlgorithmInput, type AlgorithmOutput } from '@googlemaps/markerclusterer';

/**
 * The minimum cluster size of docs/behaviour.md#B-UI-3: groups smaller than `minSize` are split back into single
 * markers, whatever the wrapped algorithm decided.
 */
export class MinSizeAlgorithm implements Algorithm {
  constructor(
    private readonly inner: Algorithm,
    private readonly minSize: number,
  ) {}

  calculate(input: AlgorithmInput): AlgorithmOutput {
    const output = this.inner.calculate(input);
    const clusters = output.clusters.flatMap((cluster) =>
      cluster.markers && cluster.markers.length < this.minSize
        ? cluster.markers.map((marker) => new Cluster({ markers: [marker] }))
        : [cluster],
    );
    return { ...output, clusters };
  }
}
