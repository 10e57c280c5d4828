import Reflow
print("bench")
