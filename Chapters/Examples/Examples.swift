import RAC
