print("reflow")
