print("usage: aurora gallery")
