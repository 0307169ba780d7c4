"""Lo que sale de Planilla o entra en ella como archivo: PDF, GCG, JSON y texto. Solo lee el núcleo."""
