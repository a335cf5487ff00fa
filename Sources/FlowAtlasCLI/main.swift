print("flowatlas")
