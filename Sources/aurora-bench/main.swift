print("usage: aurora-bench")
