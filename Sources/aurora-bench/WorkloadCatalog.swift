/// The list of every workload `aurora-bench` knows, in the order of WORKLOADS.md.

extension Workload {
    /// All workloads; add a new one here after writing its file under `Workloads/`.
    static let all: [Workload] = [
        .fill,
        .stroke,
        .gradient,
        .blur(sigma: 10),
        .blur(sigma: 30),
        .mesh,
        .textLayoutAndDraw,
        .textLayout,
        .ripple,
        .colorEffect,
        .rippleCompile,
        .pngEncode,
        .pngDecode,
        .composite,
        .typicalScreenGraphAndLayout,
        .typicalScreenDisplayList,
        .typicalScreenRender,
        .animation1000,
        .transitions100,
        .transitions100Immediate,
        .animation1000Frame,
        .animationMath,
        .canvasParticles,
        .symbolScreenDisplayList,
        .symbolScreenRender,
        .meshGradientViewRender,
        .meshGradientViewRenderLinear,
        .materialRegular,
        .textRendererAppearance,
        .recordingAPNG,
        .scrollFrameGraphLayoutDisplayList,
        .scrollFrameRender,
    ]
}
